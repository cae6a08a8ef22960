export * from './validation';
export * from './staff';
export * from './inviteStaff';
export * from './auditChanges';
