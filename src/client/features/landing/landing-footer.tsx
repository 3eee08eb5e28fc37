import type { MouseEvent } from 'react';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';
import { sectionLinks } from './content';
import { container, focusRing } from './layout';
import { scrollToSection } from './scroll-to-section';

// The policy pages don't exist yet; the links are placeholders that go nowhere.
const stayPut = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

// Read once at load: rendering stays pure, and a page open over New Year can live with it.
const year = new Date().getFullYear();

const linkStyle = cn(focusRing, 'text-sm text-muted-foreground transition-colors hover:text-foreground');

export function LandingFooter() {
  return (
    <footer id="footer" className="border-t border-border bg-muted/60">
      <div className={cn(container, 'grid gap-10 py-12 md:grid-cols-3')}>
        <div>
          <Logo className={focusRing} />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">Helping people across the UK see their bills, income and spending clearly.</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold">Explore</h2>
          <ul className="mt-3 space-y-2">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={(event) => scrollToSection(event)} className={linkStyle}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold">Help and legal</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="mailto:support@plainsight.app" className={cn(linkStyle, 'break-all')}>
                support@plainsight.app
              </a>
            </li>
            <li>
              <a href="#" onClick={stayPut} className={linkStyle}>
                Privacy Policy
              </a>
            </li>
            <li>
              <a href="#" onClick={stayPut} className={linkStyle}>
                Terms
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className={cn(container, 'py-6 text-sm text-muted-foreground')}>© {year} Plain Sight. All rights reserved.</p>
      </div>
    </footer>
  );
}
