import { SdkFunction } from './SdkFunction.tsx';
import { SdkEvent } from './SdkEvent.tsx';
import { SdkListener } from './SdkListener.tsx';
import { SdkModel } from './SdkModel.tsx';
import { SdkEnum } from './SdkEnum.tsx';
import { SdkGroup } from './SdkGroup.tsx';
import { SdkErrors } from './SdkErrors.tsx';
import { SdkCoverage } from './SdkCoverage.tsx';

/** MDX components that render the client SDK reference (the SDK catalogue). */
export const sdkComponents = { SdkFunction, SdkEvent, SdkListener, SdkModel, SdkEnum, SdkGroup, SdkErrors, SdkCoverage };
