import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { Footer } from './footer';
import { isolate } from '../../shared/lib/i18n/direction';

const settings = {
  address: '1 King St, Toronto',
  phone: '+1 (416) 555-0100',
  email: 'hello@example.com',
  facebook: 'https://facebook.com/store',
  instagram: 'https://instagram.com/store',
  footer_text: 'Storefront Inc.',
  customer_app_android: 'https://play.google.com/store/apps/details?id=customer',
  customer_app_ios: 'https://apps.apple.com/app/customer',
};

describe('Footer', () => {
  it('shows the referral link only when referral_active is on', () => {
    const { unmount } = renderWithApp(<Footer settings={{ ...settings, referral_active: '0' }} year={2025} />);
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
    unmount();
    renderWithApp(<Footer settings={{ ...settings, referral_active: '1' }} year={2025} />);
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/referrals');
  });

  it('accepts "true" as on', () => {
    renderWithApp(<Footer settings={{ referral_active: 'true' }} />);
    expect(screen.getByRole('link', { name: 'Invite friends' })).toBeInTheDocument();
  });

  it('renders contact, social, legal and app links and the copyright line', () => {
    renderWithApp(<Footer settings={settings} year={2025} />);
    // Isolated: in a right-to-left page the address still reads "1 King St", the number first.
    expect(screen.getByText('1 King St, Toronto').tagName).toBe('BDI');
    expect(screen.getByText('hello@example.com').tagName).toBe('BDI');
    expect(screen.getByRole('link', { name: '+1 (416) 555-0100' })).toHaveAttribute('href', 'tel:+14165550100');
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', settings.facebook);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', settings.instagram);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', settings.customer_app_android);
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', settings.customer_app_ios);
    for (const name of ['About', 'Blog', 'Careers', 'Branches', 'Recipes', 'Help', 'Become a courier']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(`© 2025 ${isolate('Storefront Inc.')}`)).toBeInTheDocument(); // its own direction in any page
  });
});
