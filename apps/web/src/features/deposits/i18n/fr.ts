import type { DepositsTranslation } from './en';

/** Deposits namespace, French. */
export const depositsFr: DepositsTranslation = {
  title: 'Enregistrer un dépôt',
  amount: 'Montant',
  amountHelp: 'En {{currency}}, p. ex. 250.00',
  amountInvalid: 'Saisissez un montant supérieur à 0 avec au plus {{digits}} décimales',
  currency: 'Devise',
  occurredAt: 'Heure du dépôt',
  transactionId: 'Id de transaction',
  transactionIdHelp: 'L’id du paiement chez le courtier ; le même id n’est jamais enregistré deux fois',
  submit: 'Enregistrer le dépôt',
  ftd: 'Premier dépôt : le prospect est maintenant FTD',
  reverse: 'Contre-passer',
  reverseTitle: 'Contre-passer le dépôt {{deposit}}',
  reverseHelp:
    'Une écriture négative liée le retire des dépôts et du FTD du prospect. Un dépôt est contre-passé une fois ; la contre-passation ne peut pas l’être.',
  reason: 'Motif',
  reversed: 'Contre-passé',
  reversal: 'Contre-passation',
};
