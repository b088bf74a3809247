import type Product from '#models/product'

export async function loadProductRelations(product: Product) {
  await product.load((loader) => {
    loader.load('category').load('secondaryCategories').load('refurbQuestions')
  })
  return product
}
