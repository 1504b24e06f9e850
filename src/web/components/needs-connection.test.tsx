import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEEDS_CONNECTION, useOnline } from "@web/lib/hooks/use-online";
import { NeedsConnection, ServerFileLink } from "./needs-connection";

function Upload() {
  const online = useOnline();
  return (
    <div>
      <NeedsConnection id="upload-offline" />
      <button type="button" disabled={!online} aria-describedby={online ? undefined : "upload-offline"}>
        Upload
      </button>
    </div>
  );
}

describe("a button that needs a connection", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is disabled offline and says why, read with the button; back online it works again", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<Upload />);
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
    expect(screen.queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    const button = screen.getByRole("button", { name: "Upload" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Needs a connection");

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.getByRole("button", { name: "Upload" })).toBeEnabled();
    expect(screen.queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();
  });
});

describe("a file the server writes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is a download link online; offline a disabled button that says why, and a link again when back", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(
      <div>
        <NeedsConnection id="export-offline" />
        <ServerFileLink href="/api/account/export" reason="export-offline">
          Download my data
        </ServerFileLink>
      </div>,
    );
    expect(screen.getByRole("link", { name: "Download my data" })).toHaveAttribute("href", "/api/account/export");

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download my data" })).toHaveAccessibleDescription("Needs a connection");

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.getByRole("link", { name: "Download my data" })).toHaveAttribute("download");
  });
});
