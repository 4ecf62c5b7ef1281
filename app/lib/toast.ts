/**
 * The app's single entry to react-toastify. Its default build injects its stylesheet from JavaScript at
 * run time; the unstyled build with the stylesheet imported here ships the CSS with the page instead.
 * Everything must import from this module: toasts raised through a second copy of the library would
 * never reach the one container in the layout.
 */
import "react-toastify/ReactToastify.css";

export { toast, ToastContainer, type ToastContainerProps, type ToastOptions } from "react-toastify/unstyled";
