// Reading QR codes from a camera's video frames: the browser's own BarcodeDetector where it
// has one (Chrome on Android), else jsQR on the frame's pixels, loaded only when a camera opens.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** Reads the QR code in a frame, or null if there is none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export async function openFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? jsqrReader();
}

/** Why the camera cannot be used, in Spanish; the gate keeps working with the scanner or the typed code. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'No tenemos permiso para usar la cámara. Actívalo en la configuración del navegador, o usa el lector o el código corto.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCamera')
    return 'Este dispositivo no tiene una cámara disponible. Usa el lector o escribe el código corto.';
  if (name === 'NotReadableError') return 'La cámara está en uso por otra aplicación. Ciérrala e intenta de nuevo.';
  return 'No se pudo abrir la cámara. Usa el lector o escribe el código corto.';
}
