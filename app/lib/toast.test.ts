import { describe, expect, it, vi } from "vitest";

const library = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("./toastify", () => ({ toast: library, ToastContainer: () => null }));

describe("toast", () => {
  it("loads the library only when the first toast is raised, tells the layout, then shows it", async () => {
    const { toast, toastsRequested, subscribeToToastRequests } = await import("./toast");
    const listener = vi.fn();
    const unsubscribe = subscribeToToastRequests(listener);
    expect(toastsRequested()).toBe(false);

    toast.success("Saved", { position: "top-center" });
    expect(toastsRequested()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(library.success).toHaveBeenCalledWith("Saved", { position: "top-center" }));

    toast.error("Failed");
    await vi.waitFor(() => expect(library.error).toHaveBeenCalledWith("Failed", undefined));
    // The layout is told once; later toasts reuse the loaded library.
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
