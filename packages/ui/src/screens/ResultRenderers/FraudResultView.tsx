import { pluralNoun } from '@ledgerlight/contract';
import type { FraudRiskLevel } from '@ledgerlight/contract';
import { Badge } from '../../components/Badge/Badge';
import { Card } from '../../components/Card/Card';
import { Section } from '../../components/Section/Section';
import { StatTile } from '../../components/StatTile/StatTile';
import { Stack } from '../../components/Stack/Stack';
import { EMPTY_VALUE, formatUsd } from '../../format/format';
import { sentenceCase } from '../../theme/meaning';
import {
  FactList,
  ItemsSection,
  ResultProblemPanel,
  ScoreMeter,
  TitledTextList,
  Verdict,
  calendarDate,
} from './ResultParts';
import type { ResultViewState } from './ResultParts';
import { confidencePercent } from './resultFormat';
import { RISK_LEVEL_BANDS, RISK_LEVEL_DESCRIPTIONS, RISK_LEVEL_TONES } from './resultTones';
import { FraudAlertCorrection } from '../Corrections/CorrectionControls';
import { useSaveCorrection } from '../Corrections/saveCorrectionContext';
import * as parts from './ResultParts.css';
import * as styles from './FraudResultView.css';

// ---------------------------------------------------------------------------------------------
// View model: what the app makes of a fraud result (product 3)
// ---------------------------------------------------------------------------------------------

export interface FraudAlertView {
  id: string;
  /** The kind of signal in words ('Card testing'). */
  type: string;
  severity: FraudRiskLevel;
  amount: number;
  /** YYYY-MM-DD. */
  date: string;
  merchant: string;
  /** The engine's merchant entity key (ADR 0040): what "This was me" names. */
  merchantKey?: string;
  /** 0 to 1; shown as a percentage. */
  confidence: number;
  description: string;
  riskFactors: readonly string[];
}

export interface FraudResultViewModel {
  /** The result's narrative summary, when it has one. */
  summary?: string;
  /** The risk score and its level (product 4: 80 CRITICAL, 60 HIGH, 40 MEDIUM, else LOW). */
  risk?: { score: number; level: FraudRiskLevel };
  totalAlertsFound: number;
  /** YYYY-MM-DD dates. */
  monitoringPeriod?: { startDate: string; endDate: string };
  /** Most severe first. */
  alerts: readonly FraudAlertView[];
  recommendations: readonly string[];
}

export type FraudResultViewProps = ResultViewState<FraudResultViewModel>;

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** The length of a monitoring period in days: 2026-05-12 to 2026-11-12 -> '184 days'. */
export function periodLength(period: { startDate: string; endDate: string }): string {
  const days = Math.round((Date.parse(period.endDate) - Date.parse(period.startDate)) / DAY_MS);
  if (!Number.isFinite(days) || days < 0) return EMPTY_VALUE;
  return `${days} ${pluralNoun(days, 'day', 'days')}`;
}

function AlertCard({ alert }: { alert: FraudAlertView }) {
  const save = useSaveCorrection();
  return (
    <Card
      as="article"
      title={`${alert.type}: ${alert.merchant}`}
      actions={
        <Badge
          tone={RISK_LEVEL_TONES[alert.severity]}
          data-severity={alert.severity}
        >{`${sentenceCase(alert.severity)} severity`}</Badge>
      }
    >
      <Stack space="medium">
        <FactList
          facts={[
            { term: 'Amount', value: <span className={styles.amount}>{formatUsd(alert.amount)}</span> },
            { term: 'Date', value: <time dateTime={alert.date}>{calendarDate(alert.date)}</time> },
            { term: 'Merchant', value: alert.merchant },
            { term: 'Confidence', value: `${confidencePercent(alert.confidence)}%` },
          ]}
        />
        <p className={parts.text}>{alert.description}</p>
        <TitledTextList title="Risk factors" items={alert.riskFactors} icon="alert-triangle" />
        {save !== null && alert.merchantKey !== undefined && (
          <FraudAlertCorrection
            merchant={{ key: alert.merchantKey, name: alert.merchant }}
            amount={alert.amount}
            onSave={save}
          />
        )}
      </Stack>
    </Card>
  );
}

/** The fraud verdict in words: what the risk level asks of the reader, or whether anything was found. */
function fraudSentence(level: FraudRiskLevel | undefined, alerts: number): string {
  if (level !== undefined) return RISK_LEVEL_DESCRIPTIONS[level];
  return alerts === 0
    ? 'Nothing in the monitoring period looked like fraud.'
    : `${alerts} ${pluralNoun(alerts, 'charge looks', 'charges look')} worth a look.`;
}

function FraudReady({ result }: { result: FraudResultViewModel }) {
  const { risk, monitoringPeriod, alerts, recommendations, summary, totalAlertsFound } = result;
  const mostSevere = alerts[0]?.severity;
  return (
    <div className={parts.root}>
      <Verdict
        figure={{
          label: 'Alerts found',
          value: String(totalAlertsFound),
          hint: mostSevere === undefined ? undefined : `most severe: ${sentenceCase(mostSevere)}`,
          tone: totalAlertsFound > 0 ? RISK_LEVEL_TONES[mostSevere ?? risk?.level ?? 'MEDIUM'] : 'success',
        }}
        sentence={fraudSentence(risk?.level, totalAlertsFound)}
      />

      <Section title="Risk overview" description={summary}>
        <div className={parts.stats}>
          {risk !== undefined && (
            <ScoreMeter
              label="Risk score"
              score={risk.score}
              level={`${sentenceCase(risk.level)} risk`}
              band={RISK_LEVEL_BANDS[risk.level]}
              tone={RISK_LEVEL_TONES[risk.level]}
            />
          )}
          {monitoringPeriod !== undefined && (
            <StatTile
              label="Monitoring period"
              value={periodLength(monitoringPeriod)}
              hint={
                <>
                  <time dateTime={monitoringPeriod.startDate}>{calendarDate(monitoringPeriod.startDate)}</time>
                  {' to '}
                  <time dateTime={monitoringPeriod.endDate}>{calendarDate(monitoringPeriod.endDate)}</time>
                </>
              }
              icon="calendar"
            />
          )}
        </div>
      </Section>

      <ItemsSection
        title="Alerts"
        description={alerts.length > 0 ? 'Most severe first.' : undefined}
        items={alerts}
        empty={{
          icon: 'shield',
          title: 'No suspicious activity found',
          description: 'Nothing in the monitoring period looked like fraud.',
        }}
        layout="list"
        renderItem={(alert) => <AlertCard key={alert.id} alert={alert} />}
      />

      {recommendations.length > 0 && (
        <Section title="Recommendations">
          <ol className={styles.recommendations}>
            {recommendations.map((recommendation, index) => (
              <li key={`${index}-${recommendation}`}>{recommendation}</li>
            ))}
          </ol>
        </Section>
      )}
    </div>
  );
}

/**
 * The fraud detection result (product 2, product 3): the risk score with its level and colour band
 * (product 4), the alerts found and the monitoring period, every alert (type, severity, amount, date,
 * merchant, confidence, description, risk factors) and the recommendations. A result with an error
 * shows 'Analysis Processing Error' (product 8).
 */
export function FraudResultView(props: FraudResultViewProps) {
  if (props.status !== 'ready') {
    return (
      <ResultProblemPanel
        problem={props}
        icon="shield"
        noResultsDescription="This analysis did not return any fraud findings to show. Run a new analysis to check your account."
      />
    );
  }
  return <FraudReady result={props.result} />;
}
