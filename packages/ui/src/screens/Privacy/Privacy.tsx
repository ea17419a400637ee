import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import type { LegalDocumentSection } from '../../components/LegalDocument/LegalDocument';
import { Link } from '../../components/Link/Link';

/** When this policy last changed (ISO date). */
export const PRIVACY_LAST_UPDATED = '2026-11-21';

/** Product 1: how long each kind of data is kept. Shared by the table and the tests. */
export const retentionPeriods = [
  {
    data: 'Account data',
    examples: 'name, email address, profile picture, sign-in records',
    period: '30 days after you delete your account',
  },
  { data: 'Financial data', examples: 'linked institutions, accounts, balances, transactions', period: '3-12 months' },
  {
    data: 'Analysis results',
    examples: 'fraud checks, budgets, recurring charges, savings and spending reports',
    period: 'Up to 2 years',
  },
  { data: 'Usage logs', examples: 'pages visited, errors, request logs', period: '90 days' },
] as const;

export interface PrivacyProps {
  /** The free welcome credits every new account receives (the contract's WELCOME_CREDITS). */
  welcomeCredits: number;
}

function privacySections(welcomeCredits: number): readonly LegalDocumentSection[] {
  return [
    {
      id: 'summary',
      title: 'The short version',
      content: (
        <ul>
          <li>We use your data to run the analyses you ask for, and for nothing you would not expect.</li>
          <li>We never sell your data, and we never see your bank password or your full card number.</li>
          <li>Bank access is read-only: Ledgerlight cannot move money.</li>
          <li>You can see, export and delete your data, and we keep each kind only as long as section 6 says.</li>
        </ul>
      ),
    },
    {
      id: 'what-we-collect',
      title: '1. What we collect',
      content: (
        <>
          <h3>From you and your sign-in provider</h3>
          <p>
            Your email address and name, and, when you sign in with Google or Apple, the profile picture they share with
            us. Passwords are handled by our identity provider and are never stored by Ledgerlight.
          </p>
          <h3>From your bank, when you link it</h3>
          <p>
            The institutions you link, and for each account its name, type, the last four digits of its number, its
            balances and its transactions.
          </p>
          <h3>When you use the service</h3>
          <p>
            The analyses you run and their results, your credit balance and history, support requests you send, and
            technical usage logs (pages visited, errors, device and browser type).
          </p>
          <h3>When you buy credits</h3>
          <p>
            The package, amount and status of each payment. Sign-up needs no card: your first {welcomeCredits} credits
            are free. When you do buy credits, your card details go straight to our payment provider.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: '2. How we use it',
      content: (
        <ul>
          <li>To show your accounts, balances and transactions, and to run the analyses you start.</li>
          <li>To keep your credit balance, take payments and add purchased credits instantly.</li>
          <li>To answer your support requests.</li>
          <li>To keep the service secure, prevent abuse and fix problems.</li>
          <li>To tell you about changes to our terms or this policy, at least 30 days before they take effect.</li>
        </ul>
      ),
    },
    {
      id: 'bank-linking',
      title: '3. How bank linking works',
      content: (
        <>
          <p>
            Bank connections go through a third-party bank-linking provider. You choose your bank and sign in to it in
            the provider’s own window; the provider gives us a token that lets us read your account data. We never see
            your bank credentials.
          </p>
          <p>
            Access is <strong>read-only</strong>. The token is stored encrypted and is never shown in the app or written
            to logs. Removing an institution from your profile stops all further access.
          </p>
        </>
      ),
    },
    {
      id: 'ai-analyses',
      title: '4. How AI analyses use your data',
      content: (
        <>
          <p>
            An analysis reads the transactions of the accounts you select for it, over the period that agent needs (6 or
            12 months), and produces a report that is saved to your account.
          </p>
          <p>
            The figures in a report are computed from your data. Where an AI model helps write the explanations, we send
            it only what that analysis needs, and never your name, email address or account numbers. Analyses are
            informational and are not licensed financial advice.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: '5. Who we share it with',
      content: (
        <>
          <p>We do not sell or rent your personal data, and we do not use it for advertising. We share it only with:</p>
          <ul>
            <li>our identity provider, which handles sign-in;</li>
            <li>our bank-linking provider, which connects your accounts;</li>
            <li>our payment provider, which processes card payments;</li>
            <li>
              the hosting and AI providers that run the service for us, under contracts that limit their use of it;
            </li>
            <li>authorities, when the law requires it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: '6. How long we keep it',
      content: (
        <>
          <table>
            <caption>Retention period for each kind of data</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Includes</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              {retentionPeriods.map((row) => (
                <tr key={row.data}>
                  <th scope="row">{row.data}</th>
                  <td>{row.examples}</td>
                  <td>{row.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Financial data is kept for at least 3 months so that analyses have the history they need, and deleted no
            later than 12 months after it was fetched. After these periods, data is deleted or irreversibly anonymised.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: '7. How we protect it',
      content: (
        <p>
          We use <strong>bank-level security</strong>: <strong>256-bit encryption</strong> for data in transit and at
          rest, separately encrypted bank tokens, access limited to the people who need it, and operational controls
          aligned with <strong>SOC 2</strong>. Every request to our servers must carry proof that it comes from you, and
          each request can only reach your own data.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: '8. Your choices and rights',
      content: (
        <ul>
          <li>See and export your data: analyses can be downloaded as JSON or CSV from their result page.</li>
          <li>Remove any linked institution from your profile at any time.</li>
          <li>
            Through the Help page, ask us what we hold about you, to correct it, or to delete your account, after which
            the periods in section 6 apply.
          </li>
        </ul>
      ),
    },
    {
      id: 'children',
      title: '9. Children',
      content: (
        <p>
          Ledgerlight is <strong>not for anyone under 18</strong>. We do not knowingly collect data from minors; if we
          learn that an account belongs to someone under 18, we close it and delete its data.
        </p>
      ),
    },
    {
      id: 'storage',
      title: '10. Storage in your browser',
      content: (
        <p>
          The app keeps your theme choice and, for a few minutes, a copy of your credit balance and account list in your
          browser so pages load quickly. The cached copies are cleared when you sign out. We use no advertising or
          cross-site tracking cookies.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '11. Changes to this policy',
      content: (
        <p>
          We will give you <strong>at least 30 days notice</strong> of changes to this policy, in the app and by email.
          The date at the top shows when it last changed. Our <Link to="/terms">Terms &amp; Conditions</Link> explain
          the rest of our agreement with you.
        </p>
      ),
    },
  ];
}

/** /privacy: the Privacy Policy (product 1's retention periods, age limit, security and bank linking). */
export function Privacy({ welcomeCredits }: PrivacyProps) {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          Ledgerlight works with some of the most personal data you have. This policy explains what we collect, why, who
          else handles it, how long we keep it, and what you can do about it.
        </p>
      }
      sections={privacySections(welcomeCredits)}
    />
  );
}
