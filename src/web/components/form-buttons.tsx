import { Link } from "react-router";
import { Button, type ButtonProps } from "@web/components/ui/button";

interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** The request runs: the button is disabled and says so. */
  pending: boolean;
  /** What it says meanwhile (the product's words where it has some: "Sending...", "Logging in..."). */
  pendingLabel?: string;
}

/** A form's submit button: disabled while its request runs, saying what it is doing. */
export function SubmitButton({ pending, pendingLabel = "Saving…", disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

type Cancel = { cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never };

/** A form's Cancel (a link back, or closing its dialog) and its submit button. */
export function CancelSubmitButtons({
  pending,
  pendingLabel,
  label,
  variant,
  ...cancel
}: Cancel & { pending: boolean; pendingLabel?: string; label: string; variant?: ButtonProps["variant"] }) {
  return (
    <>
      {cancel.cancelTo !== undefined ? (
        <Button variant="outline" asChild>
          <Link to={cancel.cancelTo}>Cancel</Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={cancel.onCancel}>
          Cancel
        </Button>
      )}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} variant={variant}>
        {label}
      </SubmitButton>
    </>
  );
}
