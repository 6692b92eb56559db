import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/icon';
import { CategoryPanel } from '../../features/catalogue/components/category-panel';

interface AllTabProps {
  label: string;
  to: string;
  categoryLink: (filter: string) => string;
}

/** The ALL tab: its category panel opens on mouse hover, on keyboard focus and on tap of the toggle. */
export function AllTab({ label, to, categoryLink }: AllTabProps) {
  // The page the panel was opened on: it is closed again on the next page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const openAtPointerDown = useRef<boolean | null>(null);
  const openedByHover = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();
  const open = openOn === location.key;
  const setOpen = (opened: boolean) => setOpenOn(opened ? location.key : null);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  // A press focuses the toggle, which opens the panel, before its click; so the click decides from
  // the state before the press, and a panel only shown by hovering counts as closed.
  const rememberState = () => {
    openAtPointerDown.current = open && !openedByHover.current;
  };

  const handleToggle = () => {
    const wasOpen = openAtPointerDown.current ?? open;
    openAtPointerDown.current = null;
    openedByHover.current = false;
    setOpen(!wasOpen);
  };

  const openOnMouseHover = (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus, Escape and hover come from the link and toggle inside
    <li
      className="nav-tab nav-tab--with-panel"
      onPointerEnter={openOnMouseHover}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <NavLink className="nav-tab__link" to={to}>
        {label}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="nav-tab__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Categories"
        onPointerDown={rememberState}
        onClick={handleToggle}
      >
        <Icon name="expand" />
      </button>
      <div id={panelId} className="nav-tab__panel" hidden={!open}>
        <CategoryPanel linkFor={categoryLink} onChoose={() => setOpen(false)} />
      </div>
    </li>
  );
}
