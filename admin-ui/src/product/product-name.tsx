import { createContext, useContext } from 'react';

/** The product's brand is a server setting (PRODUCT_NAME), read once at start from `product { name }`. */
export const ProductNameContext = createContext('Tracklight');

export const useProductName = () => useContext(ProductNameContext);
