import type { TSiteSettings } from '../../contract';

/** The site's brand logo at its configured height, or its name. */
export function Brand({
  settings,
  fallbackName,
}: {
  settings: TSiteSettings | undefined;
  fallbackName: string;
}) {
  const name = settings?.site_name || fallbackName;
  if (settings?.brand_logo) {
    return (
      <img
        data-testid="brand-logo"
        src={settings.brand_logo}
        alt={name}
        style={{ height: settings.logo_height }}
        className="max-h-12 w-auto object-contain"
      />
    );
  }
  return (
    <span data-testid="site-name" className="max-w-full truncate font-semibold text-slate-900">
      {name}
    </span>
  );
}
