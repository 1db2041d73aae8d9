import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { QUICK_START_GUIDE_PATH } from '../../domain/help-paths';

/** The spec's closing call to register, with the guide for those not ready to sign up. */
export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-call" className="bg-gradient-to-br from-brand-600 to-rose-600 py-16 text-center text-white">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="closing-call" className="text-3xl font-bold">
          ¿Listo para tu próximo evento?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/90">Crea tu cuenta y publica tu primera gradería en minutos.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/register" className={buttonClasses('secondary', 'lg')}>
            Crear mi cuenta
          </Link>
          <Link to={QUICK_START_GUIDE_PATH} className={buttonClasses('ghost', 'lg', 'text-white hover:bg-white/15')}>
            Ver cómo empezar
          </Link>
        </div>
      </div>
    </section>
  );
}
