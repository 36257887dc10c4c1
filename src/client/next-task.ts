// An input's handler should return quickly: the browser paints the press and handles the next
// input only once the handler's task is over. Work an input starts that re-renders a list (a
// tab, a vendor, a page, More) runs in a task of its own instead, so neither task is long
// (bench:interactions measures them at 4× CPU throttling).

/** Runs `work` in a task of its own, after the current one. */
export function inNextTask(work: () => void): void {
  setTimeout(work, 0);
}
