export { ShareBuildLink, type ShareBuildLinkProps } from './ShareBuildLink';
