// The address map by keyboard: the arrow keys move the pin (north is up whatever the page's
// direction), + and − zoom.

/** Screen pixels the pin moves per arrow key; with Shift, five times as far. */
export const PIN_STEP_PX = 10;
export const PIN_BIG_STEP_PX = 5 * PIN_STEP_PX;

export type MapKeyAction = { move: readonly [x: number, y: number] } | { zoom: 1 | -1 };

const DIRECTIONS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const ZOOMS: Record<string, 1 | -1> = { '+': 1, '=': 1, '-': -1, _: -1, '−': -1 };

/** What a key pressed on the map does, or null for a key the map leaves alone. */
export function mapKeyAction(key: string, shift: boolean): MapKeyAction | null {
  const direction = DIRECTIONS[key];
  if (direction) {
    const step = shift ? PIN_BIG_STEP_PX : PIN_STEP_PX;
    return { move: [direction[0] * step, direction[1] * step] };
  }
  const zoom = ZOOMS[key];
  return zoom ? { zoom } : null;
}
