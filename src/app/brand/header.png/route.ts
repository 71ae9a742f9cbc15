export { brandHeader as GET } from '@/endpoints/brandLogo'
