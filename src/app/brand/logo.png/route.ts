export { GET } from '@/endpoints/brandLogo'
