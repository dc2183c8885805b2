import { Outlet } from '@tanstack/react-router';

/** The chrome of every public page: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Outlet />
    </div>
  );
}
