import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from './form';

const LoginLike = ({ onSubmit = () => {} }: { onSubmit?: () => void }) => (
  <Form aria-label="login" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
    <input aria-label="E-mail" name="login" />
    <button type="submit">Login</button>
  </Form>
);

describe('Form', () => {
  it('is disabled in the server\'s HTML and posts, never gets, if submitted natively', () => {
    const html = renderToString(<LoginLike />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(html).toMatch(/<fieldset[^>]*disabled/);
  });

  it('enables its fields once the page is hydrated, keeping what the server rendered', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginLike />);
    document.body.append(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    expect(container.querySelector('input')!.matches(':disabled')).toBe(true);
    const root = await act(async () => hydrateRoot(container, <LoginLike />));
    expect(fieldset.disabled).toBe(false);
    expect(container.querySelector('fieldset')).toBe(fieldset); // hydrated in place, not re-created
    act(() => root.unmount());
    container.remove();
  });

  it('is enabled at once when rendered in the browser alone, and submits through its handler', () => {
    const onSubmit = vi.fn();
    render(<LoginLike onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'E-mail' }).matches(':disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
