import { navbarClass, type TSite } from '../../../contract';

/** How the top bar will look with the site's navbar variant, type and logo. */
export function BrandingPreview({ site }: { site: TSite }) {
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-medium text-slate-800">Preview</figcaption>
      <div
        data-testid="branding-preview"
        className={`flex min-h-16 items-center justify-between rounded border border-slate-300 px-3 py-2 ${navbarClass(site.navbar_variant, site.navbar_type)}`}
      >
        <span className="font-medium">Dashboard</span>
        {site.brand_logo ? (
          <img
            src={site.brand_logo}
            alt={`${site.site_name || site.site_id} logo`}
            style={{ height: site.logo_height }}
            className="max-h-24 w-auto object-contain"
          />
        ) : (
          <span className="font-semibold">{site.site_name || 'Site name'}</span>
        )}
      </div>
    </figure>
  );
}
