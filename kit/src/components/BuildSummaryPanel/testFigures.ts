// Test helper: the domain's figures over the curated parts.
export { buildFigures, chosenFrom, noParts } from '../../domain';
export { seededBuildLines as seededBuildLinesForTest } from '../../domain/configurator/fixtures/offers';
