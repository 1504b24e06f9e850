import { Plus, X } from "lucide-react";
import { useState } from "react";
import { RESUME_LIMITS } from "@core/resume-rules";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-error";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

/** Skills: a free list (ACLS, Epic charting, ventilators…). */
export function SkillsTab({ skills, errors, onChange }: { skills: string[]; errors: Record<string, string>; onChange: (skills: string[]) => void }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const skill = text.trim();
    if (!skill) return;
    if (skill.length > RESUME_LIMITS.skill) return setProblem(`Skill must be ${RESUME_LIMITS.skill} characters or less`);
    if (skills.length >= RESUME_LIMITS.skills) return setProblem(`At most ${RESUME_LIMITS.skills} skills`);
    if (skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return setProblem(`${skill} is already in your skills`);
    setProblem(null);
    onChange([...skills, skill]);
    setText("");
  };
  const error = problem ?? errors.skills ?? Object.entries(errors).find(([k]) => k.startsWith("skills."))?.[1];
  return (
    <div className="space-y-4">
      <form
        className="space-y-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Label htmlFor="resume-skill">Add a skill</Label>
        <div className="flex gap-2">
          <Input
            id="resume-skill"
            value={text}
            placeholder="ACLS, Epic charting, ventilators…"
            onChange={(e) => setText(e.target.value)}
            aria-describedby="resume-skill-error"
          />
          <Button type="submit">
            <Plus className="size-4" aria-hidden /> Add
          </Button>
        </div>
        <FieldError id="resume-skill-error" message={error} />
      </form>
      {skills.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
          No skills yet. Add the ones a recruiter looks for.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {skills.map((skill) => (
            <li key={skill} className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm">
              {skill}
              <button
                type="button"
                className="flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
                aria-label={`Remove ${skill}`}
                onClick={() => onChange(skills.filter((s) => s !== skill))}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
