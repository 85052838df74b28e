import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { useNotify } from './notify';

// Its own file: the "toaster mounted" signal is module state, fresh only in a new module graph.
describe('a toast dispatched before the lazy toaster mounts', () => {
  it('is shown once the toaster is ready, not dropped (a 401 during the first load)', async () => {
    function EarlyNotice() {
      const notify = useNotify();
      useEffect(() => notify.error('Unauthorized', { id: 'unauthorized' }), [notify]);
      return null;
    }
    renderWithApp(<EarlyNotice />);
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
  });
});
