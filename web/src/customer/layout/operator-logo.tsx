import { useLoginResp } from '../../shared/session/get-login-resp.ts';

/**
 * The operator's logo, leading to the operator's own website (the tenant's `logoLinkUrl`,
 * docs/reference/tenant-settings.md#logoLinkUrl).
 */
export function OperatorLogo() {
  const { data } = useLoginResp();
  if (!data?.config) return <span className="operator-logo" />;
  const logo = <img className="operator-logo__image" src={data.config.logo} alt={data.config.info.company} />;
  if (!data.klantUrl) return <span className="operator-logo">{logo}</span>;
  return (
    <a className="operator-logo" href={data.klantUrl}>
      {logo}
    </a>
  );
}
