// Helpers for the board pages: SVG creation and error reporting that never throws.
export const SVG_NS = 'http://www.w3.org/2000/svg';

export function svgEl(name, attrs = {}, text) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = String(text);
  return el;
}

/** Runs `draw` (async); on failure shows the message on the page instead of throwing. */
export async function runPage(draw) {
  const status = document.getElementById('status');
  try {
    await draw();
    document.body.dataset.ready = '1';
  } catch (error) {
    if (status) {
      status.textContent = `Could not draw the board: ${error && error.message ? error.message : String(error)}`;
      status.className = 'status error';
    }
    document.body.dataset.error = '1';
    document.body.dataset.ready = '1';
  }
}

/** Wraps an event handler so an error is shown, never thrown to the console. */
export function guarded(handler) {
  return (...args) => {
    try {
      handler(...args);
    } catch (error) {
      const status = document.getElementById('status');
      if (status) {
        status.textContent = error && error.message ? error.message : String(error);
        status.className = 'status error';
      }
    }
  };
}
