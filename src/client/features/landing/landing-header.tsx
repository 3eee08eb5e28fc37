import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { sectionLinks } from './content';
import { HeaderActions } from './header-actions';
import { container, focusRing } from './layout';
import { scrollToSection } from './scroll-to-section';

/** The fixed top bar; below md the links and buttons fold into a menu panel. */
export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className={cn(container, 'flex h-16 items-center justify-between gap-4')}>
        <Logo className={focusRing} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  onClick={(event) => scrollToSection(event)}
                  className={cn(focusRing, 'px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground')}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <HeaderActions className="hidden md:flex" />

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="landing-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      {menuOpen && (
        <div id="landing-mobile-menu" className="border-t border-border bg-background shadow-lg md:hidden">
          <div className={cn(container, 'py-4')}>
            <nav aria-label="Main">
              <ul className="flex flex-col">
                {sectionLinks.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      onClick={(event) => scrollToSection(event, () => setMenuOpen(false))}
                      className={cn(focusRing, 'block px-2 py-3 text-base font-medium hover:bg-muted')}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <HeaderActions stacked className="mt-4 border-t border-border pt-4" />
          </div>
        </div>
      )}
    </header>
  );
}
