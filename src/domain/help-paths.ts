// Where the help centre's resource pages live. They are public (a prospect reading the
// landing page can open the guide), unlike /help itself, which needs a session.
export const HELP_PATH = '/help';
export const QUICK_START_GUIDE_PATH = '/help/guia-rapida';
export const VIDEO_TUTORIALS_PATH = '/help/recursos/videos';
export const API_DOCS_PATH = '/help/recursos/api';
