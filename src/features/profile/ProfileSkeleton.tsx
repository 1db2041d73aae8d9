import { Card } from '../../ui/Card';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-stone-200 ${className}`} />;
}

/** The shape of the four cards while the profile loads (spec §4). */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Cargando tu perfil" className="space-y-6">
      <Card className="flex items-center gap-5 p-6">
        <div className="size-24 animate-pulse rounded-full bg-stone-200" />
        <div className="flex-1 space-y-2">
          <Bar className="h-5 w-48" />
          <Bar className="h-4 w-64 max-w-full" />
        </div>
      </Card>
      {[0, 1, 2].map((card) => (
        <Card key={card} className="space-y-4 p-6">
          <Bar className="h-5 w-40" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Bar className="h-10" />
            <Bar className="h-10" />
            <Bar className="h-10" />
            <Bar className="h-10" />
          </div>
        </Card>
      ))}
    </div>
  );
}
