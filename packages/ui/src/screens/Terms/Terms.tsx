import { LegalDocument } from '../../components/LegalDocument/LegalDocument';
import type { LegalDocumentSection } from '../../components/LegalDocument/LegalDocument';
import { Link } from '../../components/Link/Link';

/** When these terms last changed (ISO date). */
export const TERMS_LAST_UPDATED = '2026-11-21';

export interface TermsProps {
  /** The free welcome credits every new account receives (the contract's WELCOME_CREDITS). */
  welcomeCredits: number;
}

function termsSections(welcomeCredits: number): readonly LegalDocumentSection[] {
  return [
    {
      id: 'agreement',
      title: '1. Agreement to these terms',
      content: (
        <>
          <p>
            These Terms &amp; Conditions are an agreement between you and Ledgerlight about your use of the Ledgerlight
            website and app (the “service”). By creating an account or using the service you accept them. If you do not
            agree, please do not use the service.
          </p>
          <p>
            Our <Link to="/privacy">Privacy Policy</Link> explains what we do with your data and forms part of these
            terms.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: '2. Who may use Ledgerlight',
      content: (
        <>
          <p>
            <strong>The service is not for anyone under 18.</strong> You must be at least 18 years old, and able to
            enter into a binding contract, to create an account.
          </p>
          <p>
            You may only link bank accounts that you own or are authorised to access, and you must give accurate
            information when you sign up.
          </p>
        </>
      ),
    },
    {
      id: 'account',
      title: '3. Your account',
      content: (
        <>
          <p>
            You sign in with Google, Apple, or an email address and password through our identity provider. Keep your
            password to yourself and tell us through the Help page if you think someone else has used your account. You
            are responsible for what happens under your account.
          </p>
          <p>
            You can stop using the service at any time and ask us to delete your account. What we keep after that, and
            for how long, is set out in section 10.
          </p>
        </>
      ),
    },
    {
      id: 'not-advice',
      title: '4. Information, not financial advice',
      content: (
        <>
          <p>
            <strong>Ledgerlight is an informational service. It is not licensed financial advice</strong>, and we are
            not a bank, broker, tax adviser or registered investment adviser.
          </p>
          <p>
            Our analyses describe patterns in your own transactions: possible fraud, a suggested budget, recurring
            charges, places to save and discretionary spending. They can be incomplete or wrong, for example when a bank
            reports a transaction late or describes a merchant unclearly. Check anything important with your bank and,
            for decisions about investments, debt, tax or insurance, with a qualified professional.
          </p>
          <p>
            If an analysis flags a charge as possible fraud, contact your bank directly: we cannot block cards or
            payments.
          </p>
        </>
      ),
    },
    {
      id: 'bank-linking',
      title: '5. Linking your bank accounts',
      content: (
        <>
          <p>
            You connect banks through a third-party bank-linking provider. You sign in to your bank inside the
            provider’s secure window; <strong>we never see or store your bank username or password</strong>.
          </p>
          <p>
            The connection is <strong>read-only</strong>: we receive account names, balances and transactions, and
            nothing in Ledgerlight can move money, make payments or change anything at your bank. You can remove a
            linked institution at any time from your profile, and the bank-linking provider’s own terms also apply to
            the connection.
          </p>
        </>
      ),
    },
    {
      id: 'credits',
      title: '6. Credits and payments',
      content: (
        <>
          <h3>Welcome credits</h3>
          <p>
            Every new account starts with <strong>{welcomeCredits} free credits. No credit card is required</strong> to
            sign up or to use them.
          </p>
          <h3>Buying credits</h3>
          <p>
            Each analysis costs credits, and the price is shown before you start it. You can buy more credits in
            packages; card payments are taken by our payment provider on its secure checkout page, and we never see or
            store your full card number. Prices are in US dollars.
          </p>
          <ul>
            <li>
              <strong>Activation is instant:</strong> purchased credits are added to your balance as soon as the payment
              is confirmed.
            </li>
            <li>
              <strong>Credits do not expire.</strong> Unused credits stay in your balance for as long as you have an
              account.
            </li>
            <li>
              <strong>Credits are non-refundable once used.</strong> An analysis that you start spends its credits.
            </li>
            <li>
              If an analysis fails because of a problem on our side, the credits it used are returned to your balance
              automatically, once.
            </li>
          </ul>
          <p>
            For a payment you did not authorise, or one charged twice, contact us through the Help page and we will put
            it right.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: '7. Acceptable use',
      content: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>link accounts that are not yours or that you are not allowed to access;</li>
            <li>try to reach another person’s data, analyses or account;</li>
            <li>probe, overload or break the service, or get around its security or credit limits;</li>
            <li>copy, resell or automate access to the service or its analyses without our written permission.</li>
          </ul>
          <p>We may suspend an account that breaks these rules, and will tell you why unless the law prevents it.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: '8. Security',
      content: (
        <p>
          We protect your data with <strong>bank-level security</strong>: <strong>256-bit encryption</strong> in transit
          and at rest, access tokens for your bank connections encrypted separately, and operational controls aligned
          with <strong>SOC 2</strong>. No online service can promise perfect security; if we learn of a breach that
          affects your data we will tell you promptly.
        </p>
      ),
    },
    {
      id: 'ai',
      title: '9. How analyses are produced',
      content: (
        <p>
          Analyses are computed from the transactions of the accounts you choose when you start them. Some explanations
          may be written with the help of an AI model; the figures themselves come from your transaction data. Results
          are kept in your account so you can come back to them, export them or share them.
        </p>
      ),
    },
    {
      id: 'data',
      title: '10. Your data and how long we keep it',
      content: (
        <>
          <p>
            The <Link to="/privacy">Privacy Policy</Link> describes your data in full. In short, after you delete your
            account or stop using a feature:
          </p>
          <ul>
            <li>account data is kept for 30 days after deletion;</li>
            <li>financial data (accounts, balances, transactions) is kept for 3 to 12 months;</li>
            <li>analysis results are kept for up to 2 years;</li>
            <li>usage logs are kept for 90 days.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'liability',
      title: '11. Disclaimers and limitation of liability',
      content: (
        <>
          <p>
            The service is provided “as is”. We work hard to keep it available and accurate, but we do not promise that
            it will be uninterrupted, error-free, or that an analysis will find every issue in your finances.
          </p>
          <p>
            To the extent the law allows, Ledgerlight is not liable for indirect or consequential losses, or for
            decisions you make based on an analysis. Nothing in these terms limits rights you have under consumer
            protection law that cannot be limited by contract.
          </p>
        </>
      ),
    },
    {
      id: 'ending',
      title: '12. Ending the agreement',
      content: (
        <p>
          You can stop using Ledgerlight whenever you like. We may close accounts that break these terms, or end the
          service with reasonable notice given in the app and by email.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '13. Changes to these terms',
      content: (
        <p>
          We will give you <strong>at least 30 days notice</strong> before changes to these terms take effect, by email
          and in the app. The date at the top of this page shows when they last changed. If you keep using the service
          after a change takes effect, the new terms apply; if you do not accept them, you can close your account before
          then.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '14. Contact',
      content: (
        <p>
          Questions about these terms, a payment or your account? Signed-in users can reach us through the Help page,
          which lets you attach the analysis you are asking about. You can also read more{' '}
          <Link to="/about">about Ledgerlight</Link>.
        </p>
      ),
    },
  ];
}

/** /terms: the Terms & Conditions (product 1's statements on credits, notice, age, advice and security). */
export function Terms({ welcomeCredits }: TermsProps) {
  return (
    <LegalDocument
      title="Terms & Conditions"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          The rules for using Ledgerlight, in plain language: who can use it, what credits are and how they work, what
          our analyses are (and are not), and how we look after your data.
        </p>
      }
      sections={termsSections(welcomeCredits)}
    />
  );
}
