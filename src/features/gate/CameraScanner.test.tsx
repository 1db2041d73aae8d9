import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './CameraScanner';
import { cameraErrorMessage, openFrameReader } from './qr-frame-reader';

function giveCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { value: getUserMedia ? { getUserMedia } : undefined, configurable: true });
}

afterEach(() => {
  cleanup();
  giveCamera(undefined);
  vi.unstubAllGlobals();
});

describe('CameraScanner', () => {
  it('says in Spanish that the camera permission was refused, and how to go on', async () => {
    giveCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    render(<CameraScanner onScan={vi.fn()} />);
    expect(await screen.findByText('Cámara no disponible')).toBeTruthy();
    expect(screen.getByText(/No tenemos permiso para usar la cámara/)).toBeTruthy();
  });

  it('says so when the device has no camera at all', async () => {
    giveCamera(undefined);
    render(<CameraScanner onScan={vi.fn()} />);
    expect(await screen.findByText(/Este dispositivo no tiene una cámara disponible/)).toBeTruthy();
  });
});

describe('the frame reader', () => {
  it('uses the browser’s BarcodeDetector for QR codes where there is one', async () => {
    const detect = vi.fn(async () => [{ rawValue: 'TQ1.abc.def' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        function BarcodeDetector(this: { detect: typeof detect }, options: { formats: string[] }) {
          expect(options.formats).toEqual(['qr_code']);
          this.detect = detect;
        },
        { getSupportedFormats: async () => ['qr_code', 'ean_13'] },
      ),
    );
    const read = await openFrameReader();
    expect(await read(document.createElement('video'))).toBe('TQ1.abc.def');
    expect(detect).toHaveBeenCalledOnce();
  });

  it('names every camera failure in Spanish', () => {
    expect(cameraErrorMessage(new DOMException('', 'NotReadableError'))).toContain('en uso por otra aplicación');
    expect(cameraErrorMessage(new Error('boom'))).toBe('No se pudo abrir la cámara. Usa el lector o escribe el código corto.');
  });
});
