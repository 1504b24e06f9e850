import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { setSignedOut, signOutEverywhere } from "@web/lib/session";

/** Sign out (every device), drop every cached answer, go home. Rejects when the server refused. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOutEverywhere();
    void navigate("/", { replace: true });
    setSignedOut(true);
    queryClient.clear();
  };
}
