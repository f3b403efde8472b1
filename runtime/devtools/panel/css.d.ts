/** The panel imports its stylesheets for their effect (Vite adds them to the page); they export nothing. */
declare module "*.css";
