// Counts of one read in the singular on the stands screens: '1 activa', '1 asiento', never '1 asientos'.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VenuePreview } from './VenuePreview';
import { VenueSummaryCards } from './VenueSummaryCards';

afterEach(cleanup);

describe('counts of one on the stands screens', () => {
  it('the summary says 1 activa and 1 ocupado', () => {
    render(<VenueSummaryCards summary={{ venueCount: 1, activeCount: 1, capacity: 20, occupied: 1, revenue: 0, potential: 0 }} />);
    expect(screen.getByText('1 activa')).toBeTruthy();
    expect(screen.getByText('1 ocupado')).toBeTruthy();
  });

  it('the preview of a one-seat stand says 1 asiento', () => {
    render(<VenuePreview typeLabel="Palco VIP" rows={1} columns={1} floors={1} />);
    expect(screen.getByTestId('capacity-badge').textContent).toBe('1 asiento');
  });
});
