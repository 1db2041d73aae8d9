// The tablet's camera as a scanner: the back camera's video, read a few times a second. The
// same code is passed on once while it stays in front of the camera, so one ticket held up is
// one scan. Loaded only when the person opens the camera.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { cameraErrorMessage, openFrameReader } from './qr-frame-reader';

const FRAME_INTERVAL_MS = 150;
/** A code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_MS = 3_000;

export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest handler, so a new one does not restart the camera.
  const passOn = useEffectEvent(onScan);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };

    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('Sin cámara', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await openFrameReader();
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await read(video.current).catch(() => null);
          const now = Date.now();
          if (text && (text !== last.text || now - last.at > SAME_CODE_MS)) passOn(text);
          if (text) last = { text, at: now };
          timer = setTimeout(tick, FRAME_INTERVAL_MS);
        };
        void tick();
      } catch (failure) {
        if (!stopped) setError(cameraErrorMessage(failure));
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (error) return <Alert variant="destructive" title="Cámara no disponible">{error}</Alert>;
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Vista de la cámara para escanear entradas"
      className="aspect-video w-full rounded-xl bg-stone-900 object-cover"
    />
  );
}
