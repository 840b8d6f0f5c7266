import boardrules = require('boardrules');

export const loaded: Promise<boardrules.Boardrules> = boardrules.loadBoardrules();
