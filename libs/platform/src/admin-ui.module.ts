import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';

/**
 * The built admin UI: `configured` (the ADMIN_UI_DIST setting) when set (a build kept apart, e.g.
 * while another build of the same tree is under way), else `admin-ui/dist` looked for upwards from
 * here: the compiled file under dist/ (npm start) and the source file (tests) sit at different
 * depths below the root.
 */
export const findAdminUiDist = (configured: string | undefined = process.env.ADMIN_UI_DIST, from: string = __dirname): string | null => {
  if (configured) return existsSync(join(configured, 'index.html')) ? configured : null;
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'admin-ui', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
  }
  return null;
};

/**
 * Vite names every file under assets/ by its content's hash, so a browser may keep one for good and
 * not ask again on the next visit or reload; index.html and the service worker (which name the
 * current files) keep express.static's revalidation.
 */
const cacheBuiltFilesForGood = (response: { setHeader(name: string, value: string): void }, path: string) => {
  if (/[\\/]assets[\\/]/.test(path)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
};

/**
 * Serves the admin UI from the API's own origin. The files are served by express.static ahead of
 * Nest's router, so the access guard never sees them; everything not a file falls through to the
 * API. Routing is hash-based, so `/` is the only page address the server needs to answer.
 */
@Module({})
export class AdminUiModule {
  static register(rootPath: string | null = findAdminUiDist()): DynamicModule {
    if (!rootPath) {
      new Logger(AdminUiModule.name).warn('admin-ui/dist not found (npm run build): the API runs without the admin UI');
      return { module: AdminUiModule };
    }
    return {
      module: AdminUiModule,
      imports: [ServeStaticModule.forRoot({ rootPath, renderPath: '/', serveStaticOptions: { setHeaders: cacheBuiltFilesForGood } })],
    };
  }
}
