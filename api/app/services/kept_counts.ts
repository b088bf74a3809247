/**
 * Migrations 0096 and 0103 import the recounts from here, and a migration that has run is never edited:
 * the kept counts themselves live in #kept/counts.
 */
export {
  enteredSecondsSql,
  recountCategoryProducts,
  recountItemStatuses,
  recountStockItems,
} from '#kept/counts'
