import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { createI18n } from '../../shared/lib/i18n';
import { addScreenStrings } from '../../shared/lib/i18n/screen-strings';
import checkoutStrings from '../../locales/en/checkout-screens.json';
import { MapPicker } from './components/map-picker';
import { DEFAULT_MAP_LOCATION, type LatLng } from '../../shared/lib/map/map-config';

/** The map as the address dialog holds it: the pin is the dialog's state. */
function Picker({ onChange }: { onChange: (location: LatLng) => void }) {
  const [location, setLocation] = useState(DEFAULT_MAP_LOCATION);
  return (
    <>
      <MapPicker value={location} onChange={(next) => { setLocation(next); onChange(next); }} />
      <button type="button">After the map</button>
    </>
  );
}

function renderMap() {
  const i18n = createI18n('en', { backend: false });
  addScreenStrings(i18n, checkoutStrings);
  const onChange = vi.fn<(location: LatLng) => void>();
  renderWithApp(<Picker onChange={onChange} />, { i18n });
  const map = screen.getByRole('application', { name: 'Map: the pin marks your address' });
  return { map, onChange, user: userEvent.setup() };
}

/** How far the pin went with each call, in degrees. */
function steps(onChange: ReturnType<typeof vi.fn<(location: LatLng) => void>>) {
  let from = DEFAULT_MAP_LOCATION;
  return onChange.mock.calls.map(([to]) => {
    const step = { north: to.latitude - from.latitude, east: to.longitude - from.longitude };
    from = to;
    return step;
  });
}

describe('the address map by keyboard', () => {
  it('is a tab stop named and described by how to place the pin', async () => {
    const { map, user } = renderMap();
    await user.tab();
    expect(document.activeElement).toBe(map);
    expect(screen.getByRole('application', { description: /use the arrow keys/ })).toBe(map);
  });

  it('moves the pin north, east, south and west with the arrow keys, five times as far with Shift', async () => {
    const { map, onChange, user } = renderMap();
    map.focus();
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowDown}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}');
    const [north, east, south, west, far] = steps(onChange);
    expect(north.north).toBeGreaterThan(0);
    expect(north.east).toBe(0);
    expect(east.east).toBeGreaterThan(0);
    expect(east.north).toBe(0);
    expect(south.north).toBeCloseTo(-north.north, 5);
    expect(west.east).toBeCloseTo(-east.east, 5);
    expect(far.north / north.north).toBeCloseTo(5, 1);
  });

  it('zooms with + and −: a step then covers half, then twice, the ground', async () => {
    const { map, onChange, user } = renderMap();
    map.focus();
    await user.keyboard('{ArrowRight}+{ArrowRight}-{ArrowRight}');
    const [before, zoomedIn, zoomedOut] = steps(onChange);
    expect(zoomedIn.east / before.east).toBeCloseTo(0.5, 2);
    expect(zoomedOut.east / before.east).toBeCloseTo(1, 2);
  });

  it('says where the pin went', async () => {
    const { map, onChange, user } = renderMap();
    map.focus();
    await user.keyboard('{ArrowUp}');
    const [[pin]] = onChange.mock.calls;
    await waitFor(() => expect(screen.getByText(`Pin at ${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}`)).toHaveAttribute('aria-live', 'polite'));
  });

  it('leaves other keys, and the keys of its zoom buttons, alone', async () => {
    const { map, onChange, user } = renderMap();
    map.focus();
    await user.keyboard('a{Enter}');
    screen.getByRole('button', { name: 'Zoom in' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
