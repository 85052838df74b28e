import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, testStore, waitForToaster } from '../../test/render';
import { Money } from './money';
import { Avatar } from './avatar';
import { PrimaryButton, SecondaryButton } from './buttons';
import { useNotify } from './notify';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { AVATAR_PLACEHOLDER } from '../lib/images';

describe('Money', () => {
  it('formats with the stored currency and shows the old price struck through', () => {
    const store = testStore();
    store.setState({ currency: { selected: { id: 2, symbol: '€', position: 'after' }, default: null } });
    renderWithApp(<Money amount={1500} oldPrice={2000} />, { store });
    expect(screen.getByTestId('money').textContent).toBe('1,500.00\u00a0€');
    const old = screen.getByTestId('money-old');
    expect(old.tagName).toBe('S');
    expect(old.textContent).toBe('2,000.00\u00a0€');
  });

  it('marks minus amounts with the red class and omits a zero old price', () => {
    renderWithApp(
      <>
        <Money amount={5} minus />
        <Money amount={5} oldPrice={0} />
      </>,
    );
    const [minus, plain] = screen.getAllByTestId('money');
    expect(minus!.textContent).toBe('-$5.00');
    expect(minus!.className).not.toBe('');
    expect(plain!.className).toBe('');
    expect(screen.queryByTestId('money-old')).not.toBeInTheDocument();
  });
});

describe('Avatar', () => {
  it('uses firstname as alt, 60px by default, and the placeholder after a load failure', () => {
    renderWithApp(<Avatar src="users/ann.png" firstname="Ann" />);
    const img = screen.getByRole('img', { name: 'Ann' });
    expect(img).toHaveAttribute('src', '/storage/images/users/ann.png');
    expect(img).toHaveAttribute('width', '60');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', AVATAR_PLACEHOLDER);
  });
});

describe('buttons', () => {
  it('replace label and icon by a spinner while loading, and are disabled', () => {
    renderWithApp(
      <>
        <PrimaryButton loading icon={<span data-testid="icon" />}>
          Save
        </PrimaryButton>
        <SecondaryButton disabled>Cancel</SecondaryButton>
      </>,
    );
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const [primary, secondary] = screen.getAllByRole('button');
    expect(primary).toHaveAttribute('disabled');
    expect(primary).toHaveAttribute('aria-busy', 'true');
    expect(secondary).toHaveAttribute('disabled');
  });
});

describe('toasts', () => {
  function Notifier() {
    const notify = useNotify();
    return <button onClick={() => notify.success('Saved!')}>notify</button>;
  }

  it('shows a toast top-end whose timer runs 5000 ms, then closes it', async () => {
    const user = userEvent.setup();
    renderWithApp(<Notifier />);
    await waitForToaster(); // it mounts (lazily) right after the first render
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    // Fluent runs the timeout as a CSS animation and dismisses on its end (jsdom has no animations).
    const timer = [...document.querySelectorAll<HTMLElement>('span, div')].find(
      (el) => el.style.animationDuration === '5000ms',
    );
    expect(timer).toBeDefined();
    expect(document.querySelector('[data-toaster-position="top-end"]')).not.toBeNull();
    // React listens for the vendor-prefixed name when jsdom lacks AnimationEvent.
    for (const type of ['animationend', 'webkitAnimationEnd']) fireEvent(timer!, new Event(type, { bubbles: true }));
    await waitFor(() => expect(screen.queryByText('Saved!')).not.toBeInTheDocument());
  });
});

describe('ErrorBoundary + ErrorScreen', () => {
  it('shows the generic error screen and "Try again" re-renders the view', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    renderWithApp(
      <ErrorBoundary fallback={(reset) => <ErrorScreen onRetry={reset} />} onError={() => {}}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Oops, something went wrong!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
    spy.mockRestore();
  });
});
