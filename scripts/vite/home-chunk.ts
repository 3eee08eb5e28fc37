import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Home's code in few chunks (issue 17). Left to the bundler, the modules Home shares with
// other pages (money formats, cards, icons, Radix parts) come as ~20 files of about 1 KB
// each; on a phone over HTTP/1.1 (6 connections) each costs a round trip, so they arrived
// in four waves after the entry chunk. Here every module Home and the app shell import
// statically, and the entry does not, goes to one of four chunks by who else needs it:
// Home alone ('home'), also the landing page ('home-landing', which the landing page
// loaded anyway as separate files), also what the root route loads lazily on every page
// ('home-every-page': toasts, the bank's return), also the sign-in page ('home-auth'). The entry
// chunk and the landing page's bytes stay as they were. Other signed-in pages load these
// chunks for the parts they share; Home, the app's start page, has usually cached them.

const SRC = path.resolve('src/client');
const at = (file: string) => path.join(SRC, file);
const HOME = [at('features/dashboard/dashboard-page.tsx'), at('features/shell/app-shell.tsx')];
/** The entry and what it imports at once (main.tsx imports boot.tsx with import(), in a task of its own). */
const ENTRY = [at('main.tsx'), at('boot.tsx')];
const LANDING = at('features/landing/landing-page.tsx');
const AUTH = at('features/auth/auth-page.tsx');
/** The root route's lazy parts, loaded after every page, the landing page too. */
const EVERY_PAGE = [at('features/bank/bank-callback-handler.tsx'), at('components/ui/toaster.tsx')];
const LUCIDE_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** Each lucide-react export name and the icon module it comes from (its index lists them). */
function lucideIconFiles() {
  const esm = path.resolve('node_modules/lucide-react/dist/esm');
  const index = fs.readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g))
    for (const name of names!.matchAll(/default as (\w+)/g)) files.set(name[1]!, fs.realpathSync(path.join(esm, file!)));
  return files;
}

export function homeChunk(): Plugin {
  const groups = { home: new Set<string>(), 'home-landing': new Set<string>(), 'home-every-page': new Set<string>(), 'home-auth': new Set<string>() };
  // The libraries of the app's start (TanStack Router and Query, tRPC, tailwind-merge, clsx),
  // in one chunk: since main.tsx imports boot.tsx with import() (decision 031), the bundler
  // split them into a file per library, and every page then preloaded 12 files before its first
  // paint instead of 7, which Lighthouse's simulated slow network counts against the landing page.
  const bootLibs = new Set<string>();
  return {
    name: 'plainsight-home-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Only the modules listed (not their imports, which stay where they are).
                groups: [
                  { name: 'app-libs', test: (id: string) => bootLibs.has(id), includeDependenciesRecursively: false },
                  ...Object.entries(groups).map(([name, ids]) => ({ name, test: (id: string) => ids.has(id), includeDependenciesRecursively: false })),
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      // lucide-react's index imports every icon; the bundle keeps only those used. So the walk
      // does not pass through the index: a module's icons are the names it imports from it.
      const iconFile = lucideIconFiles();
      const iconsOf = (code: string) =>
        [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((m) =>
          m[1]!.split(',').flatMap((part) => {
            const file = iconFile.get(part.trim().split(/\s+as\s+/)[0]!);
            return file ? [file] : [];
          }),
        );
      // Static imports only: what loads lazily stays in its own chunk.
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const next of info?.importedIds ?? []) if (!LUCIDE_INDEX.test(next)) visit(next);
          if (info?.code && !id.includes('node_modules')) for (const icon of iconsOf(info.code)) visit(icon);
        };
        roots.forEach(visit);
        return seen;
      };
      const [entry, landing, everyPage, auth] = [closure(ENTRY), closure([LANDING]), closure(EVERY_PAGE), closure([AUTH])];
      for (const id of entry) if (/[\\/]node_modules[\\/](@tanstack|@trpc|tailwind-merge|clsx|use-sync-external-store)[\\/]/.test(id)) bootLibs.add(id);
      for (const id of closure(HOME)) {
        if (entry.has(id)) continue;
        groups[landing.has(id) ? 'home-landing' : everyPage.has(id) ? 'home-every-page' : auth.has(id) ? 'home-auth' : 'home'].add(id);
      }
      if (!HOME.every((id) => groups.home.has(id))) this.error('home-chunk: a Home module was not found, or a public page imports it');
    },
  };
}
