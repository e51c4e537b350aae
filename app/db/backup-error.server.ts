/** Why a backup or a restore was refused: one line an operator can act on, printed as it is. */
export class BackupError extends Error {}
