// Shown once, right after two-factor is turned on: the only time the codes can be read.
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

export const RECOVERY_CODES_FILE = 'taquilla-codigos-de-recuperacion.txt';

export function recoveryCodesText(codes: string[], email: string): string {
  return [
    `Códigos de recuperación de Taquilla para ${email}`,
    'Cada código sirve una sola vez para entrar sin tu aplicación de autenticación.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function RecoveryCodesList({ codes, email }: { codes: string[]; email: string }) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, email);

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <Alert title="Guarda estos códigos de recuperación">
        Si pierdes tu teléfono, cada código te deja entrar una vez sin la aplicación (y desactiva la verificación en dos
        pasos hasta que la actives de nuevo). No volveremos a mostrarlos.
      </Alert>
      <ol aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-4 font-mono text-sm text-stone-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? 'Copiados' : 'Copiar códigos'}
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Descargar
        </Button>
      </div>
    </div>
  );
}
