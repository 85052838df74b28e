import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { PasswordStrengthDocument, type PasswordStrengthInput } from '../../graphql/auth.generated';
import { renderRoutes, renderWithApp } from '../../test/render';
import { PasswordStrengthMeter } from './components/password-strength-meter';

function strengthMock(input: PasswordStrengthInput, score: number): MockedResponse {
  return {
    request: { query: PasswordStrengthDocument, variables: { input } },
    result: { data: { passwordStrength: { __typename: 'PasswordStrength', score, accepted: score >= 2 } } },
  };
}

describe('the password strength meter', () => {
  it('shows the api\'s judgement of the password typed, once typing pauses', async () => {
    const known = { firstname: 'Nora', email: 'nora@example.test' };
    function Typing() {
      const [password, setPassword] = useState('qwertyuiop');
      return (
        <>
          <button type="button" onClick={() => setPassword('tomato-basil-42')}>type on</button>
          <PasswordStrengthMeter password={password} known={known} />
        </>
      );
    }
    renderWithApp(<Typing />, {
      mocks: [strengthMock({ password: 'qwertyuiop', ...known }, 0), strengthMock({ password: 'tomato-basil-42', ...known }, 4)],
    });
    expect(await screen.findByText('Password strength: too easy to guess')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Password strength: too easy to guess' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'type on' }));
    // Never the older password's answer for the new one.
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
    expect(await screen.findByText('Password strength: very strong')).toBeInTheDocument();
  });

  it('shows nothing for an empty field, and nothing when the call is refused', async () => {
    let answered = false;
    const refused: MockedResponse = {
      request: { query: PasswordStrengthDocument, variables: { input: { password: 'pizza-night' } } },
      result: () => { answered = true; return { errors: [new GraphQLError('Too many requests.')] }; },
    };
    renderWithApp(<><PasswordStrengthMeter password="" /><PasswordStrengthMeter password="pizza-night" /></>, { mocks: [refused] });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByText(/^Password strength/)).not.toBeInTheDocument();
  });

  it('scores the sign-up\'s password with the names and addresses typed beside it', async () => {
    const user = userEvent.setup();
    renderRoutes({
      route: '/register',
      mocks: [strengthMock({ password: 'nora-2030', firstname: 'Nora', lastname: '', email: '', phone: '' }, 1)],
    });
    await user.type(await screen.findByLabelText(/^First name/), 'Nora');
    await user.type(screen.getByLabelText(/^Password/), 'nora-2030');
    expect(await screen.findByText('Password strength: too easy to guess')).toBeInTheDocument();
  });
});
