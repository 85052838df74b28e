import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { CONSENT_KEY, loadTag } from './analytics';
import ConsentBanner from './consent-banner';

const ID = 'G-TEST123';
const tags = () => document.querySelectorAll(`script[data-analytics="${ID}"]`);

describe('the analytics consent', () => {
  afterEach(() => {
    localStorage.removeItem(CONSENT_KEY);
    tags().forEach((script) => script.remove());
    delete window.dataLayer;
  });

  it('loads no tag before the visitor accepts, then loads it once and remembers the answer', async () => {
    renderWithApp(<ConsentBanner id={ID} />);
    const banner = await screen.findByRole('region', { name: 'Cookies and analytics' });
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(tags()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(tags()).toHaveLength(1);
    expect(tags()[0].getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(window.dataLayer?.map((args) => [...(args as IArguments)][0])).toEqual(['js', 'config']);
    loadTag(ID);
    expect(tags()).toHaveLength(1);
  });

  it('never loads the tag after "Decline", and asks no more on this device', async () => {
    const first = renderWithApp(<ConsentBanner id={ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    first.unmount();
    renderWithApp(<ConsentBanner id={ID} />);
    // render() runs the effects (act): the stored answer has been read, and nothing is asked.
    expect(screen.queryByTestId('consent-banner')).not.toBeInTheDocument();
    expect(tags()).toHaveLength(0);
  });

  it('loads the tag without asking when the visitor accepted on an earlier visit', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    renderWithApp(<ConsentBanner id={ID} />);
    await waitFor(() => expect(tags()).toHaveLength(1));
    expect(screen.queryByTestId('consent-banner')).not.toBeInTheDocument(); // the answer that loaded the tag hides it
  });
});
