import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CALCULATOR_GROUPS } from "../medication-calculators";
import { Calculator } from "./calculator";

const spec = (id: string) => {
  const found = CALCULATOR_GROUPS.flatMap((g) => g.calculators).find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const calculate = () => fireEvent.click(screen.getByRole("button", { name: "Calculate" }));

describe("Calculator", () => {
  it("shows the answer for the numbers on the screen, and clears it as soon as one changes", () => {
    render(<Calculator spec={spec("med-dose")} region="US" />);
    type("Dose per kg", "0.005");
    type("Weight (kg)", "3");
    type("Concentration (mg/mL) — optional", "0.1");
    calculate();
    const answer = screen.getByRole("status");
    expect(within(answer).getByText("Volume").nextElementSibling?.firstElementChild).toHaveTextContent(/^0\.15 mL$/);
    expect(answer).toHaveTextContent("0.015 mg ÷ 0.1 mg/mL = 0.15 mL");
    type("Weight (kg)", "30");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("asks which number she meant, and her pick rewrites the field and calculates", () => {
    render(<Calculator spec={spec("med-dose")} region="CA" />);
    type("Dose per kg", "0.1");
    type("Weight (kg)", "1,500");
    calculate();
    expect(screen.getByRole("alert")).toHaveTextContent("1,500: did you mean 1500 or 1.5?");
    expect(screen.getByLabelText("Weight (kg)")).toHaveAttribute("aria-invalid", "true");
    fireEvent.click(screen.getByRole("button", { name: "1.5" }));
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue("1.5");
    expect(screen.getByRole("status")).toHaveTextContent("0.1 mg/kg × 1.5 kg = 0.15 mg");
  });

  it("a refused field is marked and its message read with it; the lb converter fills the kg field", () => {
    render(<Calculator spec={spec("med-maintenance")} region="US" />);
    type("Weight (kg)", "400");
    calculate();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Weight must be between 0.3 and 350 kg. Check the weight and its unit (kg, not lb).");
    expect(screen.getByLabelText("Weight (kg)")).toHaveAccessibleDescription(alert.textContent ?? "");
    fireEvent.click(screen.getByRole("button", { name: "Weight from lb" }));
    type("Weight in lb", "22");
    fireEvent.click(screen.getByRole("button", { name: "Use 9.979 kg" })); // 22 × 0.453592 = 9.979024, to the gram
    expect(screen.getByLabelText("Weight (kg)")).toHaveValue("9.979");
  });

  it("shows the time base of the dosing unit in words and in bold", () => {
    render(<Calculator spec={spec("med-infusion-rate")} region="US" />);
    expect(screen.getByLabelText("Dose — per minute")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Dose unit"), { target: { value: "mg/h" } });
    expect(screen.getByLabelText("Dose — per hour")).toBeInTheDocument();
    expect(screen.queryByLabelText("Weight (kg)")).toBeNull(); // mg/h is not per kg
  });
});
