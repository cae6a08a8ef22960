import { createRouter } from '../../router';
import * as handlers from './games.handlers';
import * as routes from './games.routes';

/** Games and how each build runs them (SPEC §2 "Games list with performance chart"). */
export const gamesRouter = createRouter().openapi(routes.listGames, handlers.listGames).openapi(routes.gamePerformance, handlers.gamePerformance);
