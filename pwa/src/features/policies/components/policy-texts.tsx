import { policyParagraphs, type PolicySettings } from '@shop/contracts/settings/policy-settings';
import './policy-texts.css';

const SECTIONS = [
  { name: 'shipping', title: 'Shipping' },
  { name: 'returns', title: 'Returns' },
  { name: 'privacy', title: 'Privacy' },
] as const;

/** The policies as text and links only: whatever the admin typed is never markup. */
export function PolicyTexts({ policies }: { policies: PolicySettings }) {
  return (
    <div className="policy-texts">
      {SECTIONS.filter(({ name }) => policies[name].trim() !== '').map(({ name, title }) => (
        <section key={name} id={name} className="policy-texts__section" aria-labelledby={`policy-${name}`}>
          <h2 id={`policy-${name}`}>{title}</h2>
          {policyParagraphs(policies[name]).map((pieces, paragraph) => (
            <p key={paragraph}>
              {pieces.map((piece, index) =>
                piece.kind === 'link' ? (
                  <a key={index} href={piece.href} rel={piece.href.startsWith('/') ? undefined : 'noopener noreferrer'}>
                    {piece.text}
                  </a>
                ) : (
                  piece.text
                ),
              )}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
