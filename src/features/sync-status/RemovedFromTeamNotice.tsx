// In place of the organizer pages after the organization removed this member: their
// device was wiped and signed out. Says plainly what was not registered, so no sale made
// offline is lost without anyone knowing (the organizer sees the same ops on Equipo).
import { counted } from '../../domain/plural';
import { useStore } from 'zustand';
import { Link } from 'react-router-dom';
import { dismissRemovalNotice, removalNoticeStore, type RemovalNotice } from '../../sync/removal-notice';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LockIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';


function UnregisteredWorkSummary({ notice }: { notice: RemovalNotice }) {
  const lines = [
    notice.sales > 0 && `${counted(notice.sales, 'venta tuya no se registró', 'ventas tuyas no se registraron')}.`,
    notice.otherChanges > 0 && `${counted(notice.otherChanges, 'cambio no se registró', 'cambios no se registraron')}.`,
    notice.cashToReturn > 0 && `Tenías ${counted(notice.cashToReturn, 'devolución de dinero pendiente', 'devoluciones de dinero pendientes')}.`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return <p className="mt-3 text-stone-600">No tenías ventas sin sincronizar.</p>;
  return (
    <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-left text-sm text-red-900">
      {lines.map((line) => (
        <p key={line} className="font-semibold">
          {line}
        </p>
      ))}
      <p className="mt-1">
        Tu organizador las ve en su equipo. Entrégale el dinero y los datos de esos clientes para que las registre o
        devuelva el dinero.
      </p>
    </div>
  );
}

export function useRemovalNotice(): RemovalNotice | null {
  return useStore(removalNoticeStore, (state) => state.notice);
}

export function RemovedFromTeamNotice({ notice }: { notice: RemovalNotice }) {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-8 bg-stone-50 p-4">
      <Logo />
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <LockIcon />
        </span>
        <PageTitle>Ya no perteneces a esta organización</PageTitle>
        <h1 className="mt-4 text-xl font-bold text-stone-900">Ya no perteneces a esta organización</h1>
        <p className="mt-2 text-stone-600">
          El organizador te quitó del equipo. Cerramos tu sesión y borramos de este dispositivo los datos de la organización.
        </p>
        <UnregisteredWorkSummary notice={notice} />
        <div className="mt-6">
          <Link to="/login" onClick={dismissRemovalNotice} className={buttonClasses('primary')}>
            Entendido
          </Link>
        </div>
      </Card>
    </div>
  );
}
