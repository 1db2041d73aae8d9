import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { removalNoticeStore, showRemovalNotice } from '../../sync/removal-notice';
import { RemovedFromTeamNotice } from './RemovedFromTeamNotice';

const AT = '2026-11-25T21:40:00.000Z';

function renderNotice() {
  const notice = removalNoticeStore.getState().notice!;
  return render(
    <MemoryRouter>
      <RemovedFromTeamNotice notice={notice} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  removalNoticeStore.setState({ notice: null });
});

describe('RemovedFromTeamNotice', () => {
  it('says how many sales and other changes were not registered, and the cash still owed', () => {
    showRemovalNotice({ sales: 2, otherChanges: 1, cashToReturn: 1, removed_noticed_at: AT });
    renderNotice();
    expect(screen.getByRole('heading', { name: 'Ya no perteneces a esta organización' })).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('2 ventas tuyas no se registraron.');
    expect(alert.textContent).toContain('1 cambio no se registró.');
    expect(alert.textContent).toContain('Tenías 1 devolución de dinero pendiente.');
  });

  it('says nothing was lost when nothing was waiting', () => {
    showRemovalNotice({ sales: 0, otherChanges: 0, cashToReturn: 0, removed_noticed_at: AT });
    renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No tenías ventas sin sincronizar.')).toBeTruthy();
  });

  it('survives a reload until the person dismisses it', () => {
    showRemovalNotice({ sales: 1, otherChanges: 0, cashToReturn: 0, removed_noticed_at: AT });
    expect(JSON.parse(localStorage.getItem('taquilla-removal-notice')!)).toMatchObject({ sales: 1 });
    renderNotice();
    fireEvent.click(screen.getByRole('link', { name: 'Entendido' }));
    expect(localStorage.getItem('taquilla-removal-notice')).toBeNull();
    expect(removalNoticeStore.getState().notice).toBeNull();
  });
});
