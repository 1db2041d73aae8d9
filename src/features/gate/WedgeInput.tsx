// Where a USB or Bluetooth scanner types (a 'keyboard wedge': the code, then Enter) and where
// a person types a short code. It takes the focus back whenever nothing else holds it, so a
// scan after a tap on the screen still lands here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';

export const WEDGE_LABEL = 'Código de la entrada';

export function WedgeInput({ onScan, disabled }: { onScan: (text: string) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (disabled) return;
    // A tap on nothing in particular, or a scanner typing while nothing has the focus (after
    // the gate's name was edited, say), brings the focus back here before the code arrives.
    // Never taken from another field: the person may be typing the gate's name.
    const focusWhenIdle = () => {
      const active = document.activeElement;
      if (!active || active === document.body) input.current?.focus();
    };
    focusWhenIdle();
    const afterTap = () => setTimeout(focusWhenIdle, 0);
    document.addEventListener('pointerup', afterTap);
    document.addEventListener('keydown', focusWhenIdle, true);
    return () => {
      document.removeEventListener('pointerup', afterTap);
      document.removeEventListener('keydown', focusWhenIdle, true);
    };
  }, [disabled]);

  const refocusWhenIdle = () => {
    setTimeout(() => {
      const active = document.activeElement;
      if (!disabled && (!active || active === document.body)) input.current?.focus();
    }, 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = text.trim();
    setText('');
    if (scanned) onScan(scanned);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor="gate-wedge" className="block text-sm font-medium text-stone-800">
          {WEDGE_LABEL}
        </label>
        <input
          id="gate-wedge"
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={refocusWhenIdle}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="QR o código corto (A1B2C-3D4E5)"
          className="block h-14 w-full rounded-lg border-2 border-stone-300 bg-white px-4 font-mono text-lg text-stone-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <Button type="submit" size="lg" disabled={disabled}>
        Verificar
      </Button>
    </form>
  );
}
